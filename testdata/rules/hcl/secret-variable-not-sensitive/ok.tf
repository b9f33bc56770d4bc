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

# encrypted with the user's PGP key: only the key's holder can read it
output "iam_user_login_profile_encrypted_password" {
  description = "The encrypted password, base64 encoded"
  value       = try(aws_iam_user_login_profile.this[0].encrypted_password, "")
}

output "access_key_encrypted_secret" {
  value = try(aws_iam_access_key.this[0].encrypted_secret, "")
}
