resource "aws_emr_security_configuration" "main" {
  name = "main"
  configuration = jsonencode({
    EncryptionConfiguration = {
      EnableAtRestEncryption    = true
      EnableInTransitEncryption = true
    }
  })
}
