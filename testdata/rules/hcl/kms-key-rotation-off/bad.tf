resource "aws_kms_key" "data" { # want "hcl/kms-key-rotation-off: aws_kms_key: the key material is never rotated"
  description = "data at rest"
}

resource "aws_kms_key" "logs" { # want "hcl/kms-key-rotation-off"
  description         = "logs"
  enable_key_rotation = false
}

resource "google_kms_crypto_key" "data" { # want "hcl/kms-key-rotation-off: google_kms_crypto_key"
  name     = "data"
  key_ring = google_kms_key_ring.main.id
}
