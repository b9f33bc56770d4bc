pragma solidity 0.8.24;

contract Proxy {
    address implementation;

    fallback() external payable {
        (bool ok, ) = implementation.delegatecall(msg.data);
        require(ok);
    }

    function upgradeAndCall(bytes calldata data) external {
        (bool ok, ) = implementation.delegatecall(data);
        require(ok);
    }
}
