resource "google_container_cluster" "main" { # want "hcl/access-logging-turned-off"
  name            = "main"
  location        = "europe-west1"
  logging_service = "none"
}
