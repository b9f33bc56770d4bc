variable "db_password" {
  type        = string
  description = "Master password of the database"
  sensitive   = true
}

variable "rotate_password" {
  type    = bool
  default = true
}

variable "password_length" {
  type    = number
  default = 24
}

variable "db_password_secret_arn" {
  type = string
}

output "api_token" {
  value     = random_password.api.result
  sensitive = true
}
