using System;

static class Startup
{
    static void Init()
    {
        AppContext.SetSwitch("Switch.System.Net.DontEnableSchUseStrongCrypto", true); // want "csharp/strong-crypto-switch-disabled"
        System.AppContext.SetSwitch("Switch.System.Net.DontEnableSystemDefaultTlsVersions", true); // want "csharp/strong-crypto-switch-disabled"
    }
}
