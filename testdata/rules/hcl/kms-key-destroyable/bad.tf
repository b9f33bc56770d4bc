resource "google_kms_crypto_key" "data" { # want "hcl/kms-key-destroyable"
  name            = "data"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"
}
