// Grüße 👋 from the café
const greeting = 'héllo 🌍'
let name = "Zoë"
if (name == "𝒳") { console.log(greeting) }
var unused = 1;
