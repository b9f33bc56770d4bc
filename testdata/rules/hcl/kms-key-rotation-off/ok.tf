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

resource "google_kms_crypto_key" "data" {
  name            = "data"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"
}

resource "google_kms_crypto_key" "signing" {
  name     = "signing"
  key_ring = google_kms_key_ring.main.id
  purpose  = "ASYMMETRIC_SIGN"
}
