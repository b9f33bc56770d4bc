resource "google_container_cluster" "main" { # want "hcl/cluster-legacy-auth"
  name     = "main"
  location = "europe-west1"
  master_auth {
    username = "admin"
    password = var.cluster_password
  }
}
