const christmas = new Date(2024, 12, 25); // want "javascript/date-month-out-of-range"
const utc = Date.UTC(2024, 12, 31); // want "javascript/date-month-out-of-range"
