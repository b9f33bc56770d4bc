resource "azurerm_linux_virtual_machine_scale_set" "workers" { # want "hcl/automatic-upgrades-off: enable_automatic_os_upgrade = false"
  name                = "workers"
  resource_group_name = "rg"
  location            = "westeurope"
  sku                 = "Standard_D2s_v5"
  instances           = 3
  admin_username      = "azureuser"
  upgrade_mode        = "Automatic"
  automatic_os_upgrade_policy {
    disable_automatic_rollback  = false
    enable_automatic_os_upgrade = false
  }
}

resource "google_container_cluster" "gke" { # want "hcl/automatic-upgrades-off: channel = UNSPECIFIED"
  name     = "gke"
  location = "europe-west1"
  release_channel {
    channel = "UNSPECIFIED"
  }
}

resource "azurerm_kubernetes_cluster" "aks" { # want "hcl/automatic-upgrades-off: automatic_upgrade_channel = none"
  name                      = "aks"
  location                  = "westeurope"
  resource_group_name       = "rg"
  dns_prefix                = "aks"
  automatic_upgrade_channel = "none"
}

resource "digitalocean_kubernetes_cluster" "main" { # want "hcl/automatic-upgrades-off"
  name         = "main"
  region       = "ams3"
  version      = "1.29.1-do.0"
  auto_upgrade = false
  node_pool {
    name       = "default"
    size       = "s-2vcpu-2gb"
    node_count = 3
  }
}
