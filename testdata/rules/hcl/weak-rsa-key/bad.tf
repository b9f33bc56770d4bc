resource "tls_private_key" "ssh" { # want "hcl/weak-rsa-key: rsa_bits = 1024"
  algorithm = "RSA"
  rsa_bits  = 1024
}

resource "azurerm_key_vault_key" "signing" { # want "hcl/weak-rsa-key"
  name         = "signing"
  key_vault_id = azurerm_key_vault.main.id
  key_type     = "RSA"
  key_size     = 1024
  key_opts     = ["sign", "verify"]
}

resource "aws_acm_certificate" "internal" { # want "hcl/weak-rsa-key"
  domain_name               = "internal.example.com"
  certificate_authority_arn = aws_acmpca_certificate_authority.internal.arn
  key_algorithm             = "RSA_1024"
}
