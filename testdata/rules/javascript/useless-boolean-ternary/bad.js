const isAdult = age >= 18 ? true : false; // want "javascript/useless-boolean-ternary"
