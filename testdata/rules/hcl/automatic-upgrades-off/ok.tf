resource "azurerm_linux_virtual_machine_scale_set" "workers" {
  name                = "workers"
  resource_group_name = "rg"
  location            = "westeurope"
  sku                 = "Standard_D2s_v5"
  instances           = 3
  admin_username      = "azureuser"
  upgrade_mode        = "Automatic"
  automatic_os_upgrade_policy {
    disable_automatic_rollback  = false
    enable_automatic_os_upgrade = true
  }
}

resource "google_container_cluster" "gke" {
  name     = "gke"
  location = "europe-west1"
  release_channel {
    channel = "REGULAR"
  }
}

resource "azurerm_kubernetes_cluster" "aks" {
  name                      = "aks"
  location                  = "westeurope"
  resource_group_name       = "rg"
  dns_prefix                = "aks"
  automatic_upgrade_channel = "patch"
}

resource "digitalocean_kubernetes_cluster" "main" {
  name          = "main"
  region        = "ams3"
  version       = "1.29.1-do.0"
  auto_upgrade  = true
  surge_upgrade = true
}
