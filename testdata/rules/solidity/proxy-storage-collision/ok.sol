pragma solidity 0.8.24;

contract Proxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    fallback() external payable {
        address impl = StorageSlot.getAddressSlot(IMPLEMENTATION_SLOT).value;
        (bool ok, ) = impl.delegatecall(msg.data);
        require(ok);
    }
}

contract Wallet {
    address owner;

    receive() external payable {}
}
