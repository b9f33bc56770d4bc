# a plain String parameter is configuration, not a secret
resource "aws_ssm_parameter" "region" {
  name  = "/shop/prod/region"
  type  = "String"
  value = "eu-west-1"
}

resource "aws_ssm_parameter" "stripe_key" {
  name  = "/shop/prod/stripe_api_key"
  type  = "SecureString"
  value = var.stripe_api_key
}

# created with a placeholder; the real value is set outside Terraform
resource "aws_ssm_parameter" "github_token" {
  name  = "/ci/github_token"
  type  = "SecureString"
  value = "changeme"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "webhook_secret" {
  name  = "/ci/webhook_secret"
  type  = "SecureString"
  value = "initial-value-rotated-by-lambda"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_secretsmanager_secret_version" "db" {
  secret_id     = aws_secretsmanager_secret.db.id
  secret_string = jsonencode({ username = "app", password = random_password.db.result })
}

resource "azurerm_key_vault_secret" "smtp" {
  name         = "smtp-password"
  value        = random_password.smtp.result
  content_type = "password"
  key_vault_id = azurerm_key_vault.main.id
}

resource "google_secret_manager_secret_version" "token" {
  secret      = google_secret_manager_secret.token.id
  secret_data = "${var.token_prefix}${random_id.token.hex}"
}
