resource "azurerm_container_group" "api" {
  name                = "api"
  location            = "westeurope"
  resource_group_name = "rg"
  os_type             = "Linux"
  ip_address_type     = "Private"
  subnet_ids          = [azurerm_subnet.containers.id]
}

resource "azurerm_container_group" "batch" {
  name            = "batch"
  os_type         = "Linux"
  ip_address_type = "None"
}
