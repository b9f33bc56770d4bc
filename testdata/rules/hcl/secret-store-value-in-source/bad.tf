resource "aws_ssm_parameter" "stripe_key" { # want "hcl/secret-store-value-in-source: value of aws_ssm_parameter is a literal"
  name  = "/shop/prod/stripe_api_key"
  type  = "SecureString"
  value = "sk_live_51HqLxYFz8Q2p9KdT0aB"
}

resource "aws_secretsmanager_secret_version" "db" { # want "hcl/secret-store-value-in-source: secret_string of aws_secretsmanager_secret_version"
  secret_id     = aws_secretsmanager_secret.db.id
  secret_string = "Pr0d-DB-passw0rd!"
}

resource "azurerm_key_vault_secret" "smtp" { # want "hcl/secret-store-value-in-source: value of azurerm_key_vault_secret"
  name         = "smtp-password"
  value        = "m4il-s3rv3r-pw"
  content_type = "password"
  key_vault_id = azurerm_key_vault.main.id
}

resource "google_secret_manager_secret_version" "token" { # want "hcl/secret-store-value-in-source: secret_data of google_secret_manager_secret_version"
  secret      = google_secret_manager_secret.token.id
  secret_data = "xoxb-2213-98765-abcdef"
}
