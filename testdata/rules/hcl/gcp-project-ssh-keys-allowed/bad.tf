resource "google_compute_instance" "app" { # want "hcl/gcp-project-ssh-keys-allowed"
  name         = "app"
  machine_type = "e2-medium"
  metadata = {
    block-project-ssh-keys = "false"
  }
}
