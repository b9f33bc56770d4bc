resource "google_container_cluster" "main" {
  name            = "main"
  location        = "europe-west1"
  logging_service = "logging.googleapis.com/kubernetes"
}
