pragma solidity 0.8.24;

contract Wallet {
    address owner;
    mapping(address => bool) admins;

    function withdraw(address payable to, uint256 amount) external {
        require(tx.origin == owner, "not owner"); // want "solidity/tx-origin-auth"
        to.transfer(amount);
    }

    function setOwner(address next) external {
        if (owner != tx.origin) { // want "solidity/tx-origin-auth"
            revert();
        }
        owner = next;
    }

    function admin() external view {
        require(admins[tx.origin]); // want "solidity/tx-origin-auth"
    }
}
