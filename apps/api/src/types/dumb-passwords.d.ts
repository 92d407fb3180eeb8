// The package ships no types; this is the part of its API we use (index.js: check, rateOfUsage).
declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password (case-insensitive) is one of the 10,000 most common. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
