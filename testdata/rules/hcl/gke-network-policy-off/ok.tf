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
