resource "aws_emr_security_configuration" "main" { # want "hcl/emr-encryption-off"
  name = "main"
  configuration = jsonencode({
    EncryptionConfiguration = {
      EnableAtRestEncryption    = false
      EnableInTransitEncryption = true
    }
  })
}

resource "aws_emr_security_configuration" "legacy" { # want "hcl/emr-encryption-off"
  name          = "legacy"
  configuration = <<EOF
{
  "EncryptionConfiguration": {
    "EnableInTransitEncryption": false,
    "EnableAtRestEncryption": true
  }
}
EOF
}
