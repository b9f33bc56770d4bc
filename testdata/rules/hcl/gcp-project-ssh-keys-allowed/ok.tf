resource "google_compute_instance" "app" {
  name         = "app"
  machine_type = "e2-medium"
  metadata = {
    block-project-ssh-keys = "true"
  }
}
