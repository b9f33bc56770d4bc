const isAdult = age >= 18;
const label = age >= 18 ? "adult" : "minor";
