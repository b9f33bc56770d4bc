variable "db_password" { # want "hcl/secret-variable-not-sensitive: variable \"db_password\" looks like a secret"
  type        = string
  description = "Master password of the database"
}

output "api_token" { # want "hcl/secret-variable-not-sensitive"
  value = random_password.api.result
}

output "access_key_secret" { # want "hcl/secret-variable-not-sensitive"
  value = aws_iam_access_key.this.secret
}
