const email = /^[a-zA-Z0-9]+@example\.com$/;
const words = /^\w+(\s\w+)*$/;
const hex = /^(0x)?[0-9a-f]+$/i;
