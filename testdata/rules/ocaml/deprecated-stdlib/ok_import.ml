open Import

let to_module_name s = String.capitalize s
let env_key k = String.lowercase k
