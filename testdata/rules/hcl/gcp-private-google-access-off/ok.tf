resource "google_compute_subnetwork" "app" {
  name                     = "app"
  ip_cidr_range            = "10.10.0.0/20"
  region                   = "europe-west1"
  network                  = google_compute_network.vpc.id
  private_ip_google_access = true
}

# a module's input of the same name: the module decides where it goes
module "network" {
  source                   = "./modules/network"
  private_ip_google_access = false
}
