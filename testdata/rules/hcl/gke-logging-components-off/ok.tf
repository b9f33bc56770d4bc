resource "google_container_cluster" "primary" {
  name               = "primary"
  location           = "europe-west1"
  initial_node_count = 1

  logging_config {
    enable_components = ["SYSTEM_COMPONENTS", "WORKLOADS", "APISERVER"]
  }

  # monitoring is not logging: an empty list here only drops metrics
  monitoring_config {
    enable_components = []
  }
}

resource "google_container_cluster" "module" {
  name               = var.name
  location           = var.region
  initial_node_count = 1

  logging_config {
    enable_components = var.logging_components
  }
}

resource "google_container_cluster" "defaults" {
  name               = "defaults"
  location           = "europe-west1"
  initial_node_count = 1
}
