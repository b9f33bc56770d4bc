let mode = 'dark' as 'dark'; // want "javascript/prefer-as-const"
const retries = { count: 3 as 3 }; // want "javascript/prefer-as-const"
