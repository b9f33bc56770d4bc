resource "tls_private_key" "ssh" {
  algorithm = "RSA"
  rsa_bits  = 4096
}

resource "azurerm_key_vault_key" "signing" {
  name         = "signing"
  key_vault_id = azurerm_key_vault.main.id
  key_type     = "RSA"
  key_size     = 2048
  key_opts     = ["sign", "verify"]
}

resource "aws_acm_certificate" "internal" {
  domain_name               = "internal.example.com"
  certificate_authority_arn = aws_acmpca_certificate_authority.internal.arn
  key_algorithm             = "EC_prime256v1"
}

# key_size here is a disk size, not a key
resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 1024
  encrypted         = true
}
