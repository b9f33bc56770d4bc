resource "google_container_cluster" "primary" { # want "hcl/gke-logging-components-off"
  name               = "primary"
  location           = "europe-west1"
  initial_node_count = 1

  logging_config {
    enable_components = []
  }

  monitoring_config {
    enable_components = ["SYSTEM_COMPONENTS"]
  }
}
