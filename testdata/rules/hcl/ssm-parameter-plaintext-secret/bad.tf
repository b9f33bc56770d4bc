resource "aws_ssm_parameter" "db_password" {
  name  = "/app/prod/db_password"
  type  = "String" # want "hcl/ssm-parameter-plaintext-secret: Parameter /app/prod/db_password looks like a secret"
  value = random_password.db.result
}
