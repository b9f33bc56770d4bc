if (input == "") { empty(); } // want "javascript/loose-boolean-comparison"
if (flag != false) { run(); } // want "javascript/loose-boolean-comparison"
