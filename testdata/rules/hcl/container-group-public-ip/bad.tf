resource "azurerm_container_group" "api" { # want "hcl/container-group-public-ip"
  name                = "api"
  location            = "westeurope"
  resource_group_name = "rg"
  os_type             = "Linux"
  container {
    name   = "api"
    image  = "acme/api:1.4.2"
    cpu    = "0.5"
    memory = "1.5"
    ports {
      port     = 8080
      protocol = "TCP"
    }
  }
}

resource "azurerm_container_group" "written" { # want "hcl/container-group-public-ip"
  name            = "written"
  os_type         = "Linux"
  ip_address_type = "Public"
}
