pragma solidity 0.8.24;

contract Proxy {
    address public implementation; // want "solidity/proxy-storage-collision"
    address public admin; // want "solidity/proxy-storage-collision"

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }
}
