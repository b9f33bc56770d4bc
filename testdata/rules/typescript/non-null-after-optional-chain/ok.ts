const city = user?.address ?? defaultAddress;
const street = user!.address;
