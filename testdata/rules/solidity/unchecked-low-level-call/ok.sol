pragma solidity 0.8.24;

contract Payout {
    function pay(address payable to, uint256 amount) external {
        bool sent = to.send(amount);
        require(sent, "send failed");
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
        to.transfer(amount);
        if (!to.send(1)) revert();
    }
}
