resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  datapath_provider  = "ADVANCED_DATAPATH"
}

resource "google_container_cluster" "calico" {
  name               = "calico"
  location           = "europe-west1"
  initial_node_count = 1
  network_policy {
    enabled  = true
    provider = "CALICO"
  }
}

resource "google_container_cluster" "module" {
  name     = var.name
  location = var.region
  dynamic "network_policy" {
    for_each = var.network_policy ? [1] : []
    content {
      enabled  = true
      provider = "CALICO"
    }
  }
}

resource "google_container_cluster" "dataplane" {
  name              = var.name
  location          = var.region
  datapath_provider = var.datapath_provider
}
