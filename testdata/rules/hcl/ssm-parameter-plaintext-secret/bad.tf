resource "aws_ssm_parameter" "db_password" { # want "hcl/ssm-parameter-plaintext-secret: Parameter /app/prod/db_password looks like a secret"
  name  = "/app/prod/db_password"
  type  = "String"
  value = random_password.db.result
}
