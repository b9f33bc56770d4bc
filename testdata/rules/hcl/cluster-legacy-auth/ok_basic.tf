resource "google_container_cluster" "main" {
  name     = "main"
  location = "europe-west1"
  master_auth {
    username = ""
    password = ""
    client_certificate_config {
      issue_client_certificate = false
    }
  }
}
