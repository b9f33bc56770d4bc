resource "aws_kms_key" "data" {
  description         = "data at rest"
  enable_key_rotation = true
}

# Asymmetric keys cannot be rotated automatically.
resource "aws_kms_key" "signing" {
  description              = "release signing"
  key_usage                = "SIGN_VERIFY"
  customer_master_key_spec = "ECC_NIST_P256"
}
