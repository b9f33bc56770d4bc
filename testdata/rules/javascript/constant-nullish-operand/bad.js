const total = price + tax ?? 0; // want "javascript/constant-nullish-operand"
const isFull = count === limit ?? 10; // want "javascript/constant-nullish-operand"
const opts = {} ?? defaults; // want "javascript/constant-nullish-operand"
