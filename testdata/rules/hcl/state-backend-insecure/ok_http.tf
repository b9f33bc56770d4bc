terraform {
  backend "http" {
    address = "https://state.example.com/prod"
  }
}
