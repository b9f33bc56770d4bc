resource "google_container_cluster" "main" { # want "hcl/gke-shielded-nodes-off"
  name                  = "main"
  location              = "europe-west1"
  enable_shielded_nodes = false
}
