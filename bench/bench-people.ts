/**
 * The benchmark's participants directory: 200 people, every first name with every last
 * name, each with an email and a phone number. The masker benchmark plants them in a trace;
 * the browser benchmark's proxy serves them, so a masked open compiles a real masker.
 */
const FIRST_NAMES =
  "Avery Noa Omer Maya Yael Daniel Sarah Tal Gil Lior Shira Ron Hadas Natan Ariel Eitan Michal Yossi Dana Dor".split(
    " ",
  );
const LAST_NAMES =
  "Morgan Levi Cohen Klein Navon Weiss Rosen Barak Golan Mizrahi".split(" ");
/** Every first name with every last name: 200 distinct people. */
export const PEOPLE = FIRST_NAMES.length * LAST_NAMES.length;
/** The benchmark's participants directory (also served to the browser benchmark's proxy). */
export function benchPeople() {
  return Array.from({ length: PEOPLE }, (_, index) => ({
    id: `person-${index}`,
    kind: "PERSON",
    displayName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length)]}`,
    email: `avery.${index}@example.org`,
    channels: [{ address: `+97252${String(1_000_000 + index * 37)}` }],
  }));
}
