terraform {
  backend "s3" {
    bucket       = "example-terraform-state"
    key          = "network/terraform.tfstate"
    region       = "eu-west-1"
    use_lockfile = true
  }
}

resource "azurerm_public_ip" "lb" {
  name                = "lb"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  allocation_method   = "Static"
  sku                 = "Standard"
}

resource "azurerm_application_gateway" "gw" {
  name                = "gw"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  sku {
    name     = "WAF_v2"
    tier     = "WAF_v2"
    capacity = 2
  }
}

resource "azurerm_container_registry" "acr" {
  name                = "acr"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  sku                 = "Basic"
}

resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    image_type   = "COS_CONTAINERD"
  }
}

resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  logging_service    = "logging.googleapis.com/kubernetes"
}

resource "aws_instance" "app" {
  ami           = data.aws_ami.base.id
  instance_type = "t3.small"
  user_data     = file("${path.module}/cloud-init.yaml")
  provisioner "local-exec" {
    command = "echo ${self.private_ip} >> inventory"
  }
}
