resource "google_kms_crypto_key" "yearly" { # want "hcl/kms-key-rotation-off"
  name            = "yearly"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "31536000s"
}

resource "google_kms_crypto_key" "ninety_one_days" { # want "hcl/kms-key-rotation-off"
  name            = "ninety-one-days"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7862400s"
}
